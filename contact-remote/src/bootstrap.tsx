import { renderHarness } from 'shared-config/harness';

// Every contact page of the site's route table, each loaded from its file under ./pages/.
renderHarness('contact', (fileName) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${fileName}`));
