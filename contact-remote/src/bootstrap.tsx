import { renderHarness } from 'shared-config/harness';
import ContactPage from './pages/contact-page';

renderHarness('contact', [{ path: '/contact', label: 'Contact', element: <ContactPage /> }]);
