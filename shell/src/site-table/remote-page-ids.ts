// Every page module the shell loads is `<remote>/<exposed module>`, as the route table names it.
export { REMOTE_NAMES } from 'shared-config/site-table';
export type { RemoteName, PageModuleId as RemotePageId } from 'shared-config/site-table';
