import { renderHarness } from 'shared-config/harness';

// Every careers page of the site's route table, each loaded from its file under ./pages/.
renderHarness('careers', (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
