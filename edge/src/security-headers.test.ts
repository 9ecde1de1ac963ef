import { startEdgeInProcess } from './test-support/test-edge';

describe('security headers', () => {
  it('turns off the browser features the site never uses, on pages and API answers alike', async () => {
    const { app } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'headers' },
      { listen: false },
    );
    try {
      for (const url of ['/robots.txt', '/api/jobs/apijob/bad.id']) {
        const policy = String((await app.inject({ url })).headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
          expect(policy).toContain(`${feature}=()`);
        }
      }
    } finally {
      await app.close();
    }
  });
});
