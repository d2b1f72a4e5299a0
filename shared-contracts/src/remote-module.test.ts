// @vitest-environment jsdom
import * as effector from 'effector';
import { createEvent } from 'effector';
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineRemote, type RouteVisit } from './remote-module.ts';
import { CONTRACTS_VERSION } from './version.ts';

afterEach(() => {
  delete window.__MESA_SINGLETONS__;
});

describe('defineRemote', () => {
  it('gives the routes and their opened events with the contracts version the remote was built against', () => {
    const Book = () => null;
    const bookVisited = createEvent<RouteVisit>();
    expect(defineRemote('booking', { Book }, { Book: bookVisited })).toEqual({
      contractsVersion: CONTRACTS_VERSION,
      routes: { Book },
      opened: { Book: bookVisited },
    });
  });

  it('reports the React and effector the remote got, under its federation name', () => {
    defineRemote('menu', {}, {});
    defineRemote('checkout', {}, {});
    expect(window.__MESA_SINGLETONS__).toEqual([
      { owner: 'mf_menu', react: React.Component, effector: effector.createStore },
      { owner: 'mf_checkout', react: React.Component, effector: effector.createStore },
    ]);
  });
});
