import { PATHS } from '../../paths';

/** The footer with the 2025 all-rights-reserved line (spec §1). */
export function Footer() {
  return (
    <footer className="border-top py-3 mt-4 text-center small text-body-secondary screen-only">
      © 2025 <a href={PATHS.signIn}>KP Astro Desk</a>. All rights reserved.
    </footer>
  );
}
