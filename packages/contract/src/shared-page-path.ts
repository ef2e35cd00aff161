/**
 * The public page a share link opens (`?t=TOKEN`): written here once because both the server (the link's url)
 * and the web app (its route, through paths.ts) name it. A module of its own, without schemas, so the web
 * app's route table does not pull the share schemas into the first screen.
 */
export const SHARED_PAGE_PATH = '/shared.html';
