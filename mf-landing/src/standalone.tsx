import { renderStandaloneNotice } from 'shared-contracts/standalone';
import { NS } from './i18n.ts';

renderStandaloneNotice(NS);
