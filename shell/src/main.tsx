import * as effector from 'effector';
import * as React from 'react';
import { reportSingletons } from 'shared-contracts';
import { boot } from './app/boot.tsx';
import 'shared-contracts/ui.css';
import './frame/frame.css';
import './frame/diner-frame.css';
import './account/account.css';

// Module namespace objects differ per federation proxy; the class identity proves one React.
reportSingletons('shell', { react: React.Component, effector: effector.createStore });

const root = document.getElementById('root');
if (root) void boot(root);
