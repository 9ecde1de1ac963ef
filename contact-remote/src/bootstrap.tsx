import { renderHarness } from 'shared-config/harness';
import { ROUTES } from './routes/contact-routes';

// Every contact page this package declares, each loaded from its file under ./pages/.
renderHarness('contact', ROUTES, (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
