import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited as selectorVisited, takeAwayRouteVisited } from '../model/branch-selector-page.ts';
import { routeVisited as payVisited } from '../model/cluvipay-page.ts';
import { routeVisited } from '../model/main-page.ts';
import {
  BranchOfficesPage,
  BranchOnTablePage,
  BranchToBookPage,
  BranchToTakeAwayPage,
  BranchWhatsappPage,
  BranchWithoutServicePage,
} from '../pages/branch-selector-page.tsx';
import { CluviPayPage } from '../pages/cluvipay-page.tsx';
import { MainPage } from '../pages/main-page.tsx';

export default defineRemote(
  'landing',
  {
    Main: MainPage,
    BranchOnTable: BranchOnTablePage,
    BranchToTakeAway: BranchToTakeAwayPage,
    BranchToBook: BranchToBookPage,
    BranchWithOutService: BranchWithoutServicePage,
    Branch: BranchOfficesPage,
    BranchWhatsapp: BranchWhatsappPage,
    CluviPay: CluviPayPage,
  },
  {
    Main: routeVisited,
    BranchOnTable: selectorVisited,
    BranchToTakeAway: takeAwayRouteVisited,
    BranchToBook: selectorVisited,
    BranchWithOutService: selectorVisited,
    Branch: selectorVisited,
    BranchWhatsapp: selectorVisited,
    CluviPay: payVisited,
  },
);
