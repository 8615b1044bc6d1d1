declare const polyfills: void;
export default polyfills;
