import { Description, Intro, PageRoot, SignIn, Title } from './MemberArea.styles';
import type { MemberAreaDenied as DeniedData } from './memberArea.rules';
import { ENGLISH_MEMBER_AREA_TEXT, type MemberAreaText } from './memberAreaText';

export interface MemberAreaDeniedProps {
  /** The area the page belongs to (`readMemberAreaDenied`). */
  area: DeniedData;
  /** The wording (default English). */
  text?: MemberAreaText;
}

/**
 * The member area access denied page (page type 106): the page is for members, the area
 * to join (a link to its access page) and a sign-in link for members. It shows what the
 * server's denied page shows (a heading and two lines), in as little height, so the view
 * swaps in without moving the page; the area's description is the access page's.
 */
export function MemberAreaDenied({ area, text = ENGLISH_MEMBER_AREA_TEXT }: MemberAreaDeniedProps) {
  return (
    <PageRoot data-member-area-denied="">
      <Intro>
        <Title>{text.deniedHeading}</Title>
        <Description>
          {text.deniedMessage.replace('{area}', area.title)} <a href={area.joinUrl}>{text.deniedJoin}</a>
        </Description>
      </Intro>
      <SignIn>
        {text.signInPrompt} <a href={area.signInUrl}>{text.signIn}</a>
      </SignIn>
    </PageRoot>
  );
}
