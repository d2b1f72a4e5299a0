import { describe, expect, it } from 'vitest';
import type { Seat } from '../model/seat.ts';
import { serviceChoiceLink } from './seat-links.ts';

const table: Seat = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table', key: 'q7' };
const room: Seat = { ...table, code: '204', kind: 'room', key: null };

describe('serviceChoiceLink', () => {
  it("opens the seat's menu for the service of the seat's kind", () => {
    expect(serviceChoiceLink('on_table', 'chapinero', table)).toBe('/chapinero/menu-digital?mesa=M03&k=q7');
    expect(serviceChoiceLink('room', 'chapinero', room)).toBe('/chapinero/service-room?mesa=204');
  });

  it('opens the menu that asks for the code without a seat of that kind', () => {
    expect(serviceChoiceLink('on_table', 'chapinero', null)).toBe('/chapinero/menu-digital');
    expect(serviceChoiceLink('room', 'chapinero', table)).toBe('/chapinero/service-room');
  });

  it('leads nowhere for the services that are only set', () => {
    for (const choice of ['delivery', 'take_away', 'book', 'schedule'] as const) {
      expect(serviceChoiceLink(choice, 'chapinero', table)).toBeNull();
    }
  });
});
