export { PASSWORD_PATHS } from '../paths.ts';
