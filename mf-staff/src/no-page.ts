// The remote's build needs an entry besides remoteEntry.js; its page is the static public/index.html.
export {};
