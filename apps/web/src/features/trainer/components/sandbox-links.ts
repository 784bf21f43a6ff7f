import { paths } from '../../../config/paths';

/** Where a sandbox's app is, beside this page (sandboxes live in `s/{name}/` of the main network's folder). */
export function sandboxAppHref(name: string): string {
  return new URL(`./s/${encodeURIComponent(name)}/`, document.baseURI).href;
}

export function sandboxConsoleHref(name: string): string {
  return `${sandboxAppHref(name)}#${paths.trainer.getHref()}`;
}
