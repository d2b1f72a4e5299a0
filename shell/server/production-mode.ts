// React, and the libraries that follow it, pick their development or production build from NODE_ENV when
// they are first imported. A server started without it rendered every page with React's development build
// (its checks and warnings on every element): production unless the environment says otherwise. main.ts
// imports this first, before anything imports React.
process.env.NODE_ENV ??= 'production';
