// A company's logo where the company is named (issue 30): its profile's header, the directory cards
// and the offers a customer reads. A <picture> over the stored sizes (WebP with a JPEG
// fallback, the UI kit's small picture entry), lazily loaded, so the pages that show
// logos load neither the UI kit's media entry nor the contracts' schemas. The company's name is
// beside it, so the logo is decorative (alt ''); a logo that cannot load leaves its square empty.
import { StoredPicture } from '@opgavetorvet/ui/picture';
import type { StoredFile } from '@opgavetorvet/contracts';
import './company-logo.css';

export type CompanyLogoSize = 'small' | 'large';

/** How many CSS pixels square each size is drawn (company-logo.css), also before its styles load. */
const PIXELS: Record<CompanyLogoSize, number> = { small: 48, large: 96 };

interface CompanyLogoProps {
  /** The logo; none (or absent, from a service before issue 30) draws nothing. */
  logo?: Pick<StoredFile, 'key' | 'widths'> | null;
  size: CompanyLogoSize;
  /** 'eager' for a logo at the top of the page (the profile's header). */
  loading?: 'lazy' | 'eager';
}

export function CompanyLogo({ logo, size, loading = 'lazy' }: CompanyLogoProps) {
  if (!logo || logo.widths.length === 0) return null;
  const px = PIXELS[size];
  const sizes = `${px}px`;
  return (
    <span className={`company-logo company-logo--${size}`} data-testid="company-logo">
      <StoredPicture
        file={logo}
        sizes={sizes}
        alt=""
        imageClassName="company-logo__img"
        width={px}
        height={px}
        loading={loading}
      />
    </span>
  );
}
