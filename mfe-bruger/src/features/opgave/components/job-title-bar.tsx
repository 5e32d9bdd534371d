// The job page's headline kept at the top once the page is scrolled past the title (SPEC §9 scroll
// thresholds: 132 px, 66 px on a phone), cut on a phone as its title is (§2/§9).
import { MOBILE_QUERY, shortenMobileTitle, useMediaQuery } from '@opgavetorvet/ui';
import { ScrollBar } from '../../../components/scroll-bar';

export const TITLE_BAR_AFTER_PX = 132;
export const TITLE_BAR_AFTER_MOBILE_PX = 66;

export function JobTitleBar({ headline }: { headline: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <ScrollBar
      threshold={mobile ? TITLE_BAR_AFTER_MOBILE_PX : TITLE_BAR_AFTER_PX}
      testId="job-title-bar"
      repeatsPage
    >
      <span>{mobile ? shortenMobileTitle(headline) : headline}</span>
    </ScrollBar>
  );
}
