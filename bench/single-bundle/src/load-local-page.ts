import { pageFileName, splitPageModule, type PageModuleId } from 'shared-config/site-table';
import { checkPageModule, type PageLoader, type PageModule } from 'shell/page-module';

// Every page is a chunk of this bundle: the same pages as the composed site, minus the network. Each
// comes from its remote's src/pages/ by the route table's naming convention.
function importPage(id: PageModuleId): Promise<PageModule> {
  const [remote, moduleName] = splitPageModule(id);
  const file = pageFileName(moduleName);
  switch (remote) {
    case 'marketing':
      return import(/* webpackInclude: /-page\.tsx$/ */ `../../../marketing-remote/src/pages/${file}`);
    case 'careers':
      return import(/* webpackInclude: /-page\.tsx$/ */ `../../../careers-remote/src/pages/${file}`);
    case 'contact':
      return import(/* webpackInclude: /-page\.tsx$/ */ `../../../contact-remote/src/pages/${file}`);
  }
}

/** Same contract as the federated loader (a page module with a default component), minus the network. */
export const loadLocalPage: PageLoader = async (id) => checkPageModule(id, await importPage(id));
