/** Where the web build writes its id; polled by the app to detect a new build. */
export const BUILD_INFO_PATH = '/build.json';
