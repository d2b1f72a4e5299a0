import { remoteViteConfig } from '../shared-contracts/build/remote-vite-config.ts';

export default remoteViteConfig('staff');
