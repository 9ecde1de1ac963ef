import { renderHarness } from 'shared-config/harness';
import { ROUTES } from './routes/marketing-routes';

// Every marketing page this package declares, each loaded from its file under ./pages/.
renderHarness('marketing', ROUTES, (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
