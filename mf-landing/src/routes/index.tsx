import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { MainPage } from '../pages/main-page.tsx';

export default defineRemote('landing', { Main: MainPage });
