import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { categoriesRouteVisited } from '../model/categories-page.ts';
import { homeRouteVisited } from '../model/home-opening.ts';
import { routeVisited } from '../model/menu-page.ts';
import { productRouteVisited } from '../model/product-page.ts';
import { tableHomeRouteVisited } from '../model/table-home.ts';
import { grabRouteVisited, tableRouteVisited } from '../model/table-page.ts';
import { MainCategoriesPage, SubCategoriesPage } from '../pages/categories-page.tsx';
import { HomePage, MenuPage } from '../pages/menu-page.tsx';
import { ProductPage } from '../pages/product-page.tsx';
import { TableHomePage } from '../pages/table-home-page.tsx';
import { GrabAndGoPage, RoomServicePage, TableMenuPage } from '../pages/table-menu-page.tsx';

export default defineRemote(
  'menu',
  {
    Home: HomePage,
    Menu: MenuPage,
    MainCategories: MainCategoriesPage,
    SubCategories: SubCategoriesPage,
    Product: ProductPage,
    OnTableHome: TableHomePage,
    OnTableMenuDigital: TableMenuPage,
    ServiceRoom: RoomServicePage,
    GrabAndGo: GrabAndGoPage,
  },
  {
    Home: homeRouteVisited,
    Menu: routeVisited,
    MainCategories: categoriesRouteVisited,
    SubCategories: categoriesRouteVisited,
    Product: productRouteVisited,
    OnTableHome: tableHomeRouteVisited,
    OnTableMenuDigital: tableRouteVisited,
    ServiceRoom: tableRouteVisited,
    GrabAndGo: grabRouteVisited,
  },
);
