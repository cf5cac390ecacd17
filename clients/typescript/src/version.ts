/** The SDK's version: the server's (CMake `project(cxs VERSION …)`), checked by test/version.test.mjs. */
export const SDK_VERSION = '0.1.0';
