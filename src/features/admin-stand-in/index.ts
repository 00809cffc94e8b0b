// The admin application's stand-in: mock and demo builds only, loaded lazily by src/main.tsx's mock branch.
export { showAdminStandIn, ADMIN_STAND_IN_ID } from './show-admin-stand-in'
