import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { makeTablePurchase } from 'shared-contracts/testing';
import { MENU_NS, MENU_TEXTS } from '../i18n.ts';
import { MENU_OTHERS } from '../i18n-others.ts';
import { orderHeadingKey, orderNoticeKind, ownOrderNoteKey } from './order-heading.ts';

const table = makeTablePurchase();
const room = { ...table, table: { code: '201', kind: 'room' as const }, subservice: 'room' as const };
const withoutTable = { ...table, table: null, table_shared: false };
const keyless = { ...table, table_shared: false };
const list = { ...table, rules: { ...table.rules, list_only: true } };

describe('orderHeadingKey', () => {
  it("calls a table's shared order the table's, and nothing else", () => {
    expect(orderHeadingKey(table)).toBe('order.title');
    expect(orderHeadingKey(room)).toBe('order.roomTitle');
    expect(orderHeadingKey(withoutTable)).toBe('order.ownTitle');
    expect(orderHeadingKey(keyless)).toBe('order.ownTitle');
    expect(orderHeadingKey(list)).toBe('order.listTitle');
  });

  it('says each heading in es, en and pt', () => {
    const es = i18n.getFixedT('es', MENU_NS);
    expect([table, room, withoutTable].map((purchase) => es(orderHeadingKey(purchase)))).toEqual([
      'Pedido de la mesa',
      'Pedido de la habitación',
      'Tu pedido',
    ]);
    expect(MENU_TEXTS.es['order.roomTitle']).toBe('Pedido de la habitación');
    expect([MENU_OTHERS.en['order.roomTitle'], MENU_OTHERS.en['order.ownTitle']]).toEqual([
      "Room's order",
      'Your order',
    ]);
    expect([MENU_OTHERS.pt['order.roomTitle'], MENU_OTHERS.pt['order.ownTitle']]).toEqual([
      'Pedido do quarto',
      'Seu pedido',
    ]);
  });

  it('names the order the same way when a product is added to it, in es, en and pt', () => {
    expect([table, room, withoutTable, keyless, list].map(orderNoticeKind)).toEqual([
      'table',
      'room',
      'own',
      'own',
      'list',
    ]);
    const es = i18n.getFixedT('es', MENU_NS);
    expect(es('addedToOwn', { name: 'Gaseosa' })).toBe('Gaseosa agregado a tu pedido');
    expect(MENU_OTHERS.en.addedToOwn).toBe('{{name}} added to your order');
    expect(MENU_OTHERS.pt.addedToOwn).toBe('{{name}} adicionado ao seu pedido');
  });
});

describe('ownOrderNoteKey', () => {
  it("asks a room's diner to scan the room's QR to share its bill, never a table's, in es, en and pt", () => {
    const es = i18n.getFixedT('es', MENU_NS);
    expect(es(ownOrderNoteKey(true))).toBe(
      'Este pedido es solo tuyo. Para compartir la cuenta de la habitación, escanea el código QR de la habitación.',
    );
    expect(MENU_OTHERS.en[ownOrderNoteKey(true)]).toBe(
      "This order is yours alone. To share the room's bill, scan the room's QR code.",
    );
    expect(MENU_OTHERS.pt[ownOrderNoteKey(true)]).toBe(
      'Este pedido é só seu. Para dividir a conta do quarto, escaneie o código QR do quarto.',
    );
    expect(es(ownOrderNoteKey(false))).toContain('la cuenta de la mesa');
  });
});
