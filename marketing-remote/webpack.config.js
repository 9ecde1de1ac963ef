const { createWebpackConfig } = require('shared-config/webpack');

const exposes = {
  './HomePage': './src/pages/home-page.tsx',
  './AboutPage': './src/pages/about-page.tsx',
  './ServicesPage': './src/pages/services-page.tsx',
  './CybersecurityPage': './src/pages/cybersecurity-page.tsx',
  './ManagedItPage': './src/pages/managed-it-page.tsx',
  './ManagedCloudPage': './src/pages/managed-cloud-page.tsx',
  './SoftwareDevelopmentPage': './src/pages/software-development-page.tsx',
  './TermsPage': './src/pages/terms-page.tsx',
  './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
  './CookiePolicyPage': './src/pages/cookie-policy-page.tsx',
};

// Every marketing page is static: each is prerendered for the edge to show before the JavaScript.
const prerender = Object.keys(exposes).map((request) => request.slice(2));

module.exports = createWebpackConfig({ dir: __dirname, name: 'marketing', exposes, prerender });
