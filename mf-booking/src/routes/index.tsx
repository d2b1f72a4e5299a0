import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/book-page.ts';
import { BookPage } from '../pages/book-page.tsx';

export default defineRemote('booking', { Book: BookPage }, { Book: routeVisited });
