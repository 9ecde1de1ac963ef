import { renderHarness } from 'shared-config/harness';
import { ROUTES } from './routes/careers-routes';

// Every careers page this package declares, each loaded from its file under ./pages/.
renderHarness('careers', ROUTES, (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
