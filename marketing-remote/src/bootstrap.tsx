import { renderHarness } from 'shared-config/harness';

// Every marketing page of the site's route table, each loaded from its file under ./pages/.
renderHarness('marketing', (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
