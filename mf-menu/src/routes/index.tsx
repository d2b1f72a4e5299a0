import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { MenuPage } from '../pages/menu-page.tsx';

export default defineRemote('menu', { Home: MenuPage, OnTableMenuDigital: MenuPage, Menu: MenuPage });
