export { default } from '../../../app/pages/coming-soon-page.tsx';
