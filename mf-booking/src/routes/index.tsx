import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/book-page.ts';
import { popupVisited } from '../model/booking-popup.ts';
import { bookingRouteVisited } from '../model/opened-booking.ts';
import { BookInfoPage } from '../pages/book-info-page.tsx';
import { BookPage } from '../pages/book-page.tsx';
import { BookingPopupPage } from '../pages/booking-popup-page.tsx';
import { RatePage } from '../pages/rate-page.tsx';

export default defineRemote(
  'booking',
  {
    Book: BookPage,
    BookingPopup: BookingPopupPage,
    BookInfo: BookInfoPage,
    BookRate: RatePage,
  },
  {
    Book: routeVisited,
    BookingPopup: popupVisited,
    BookInfo: bookingRouteVisited,
    BookRate: bookingRouteVisited,
  },
);
