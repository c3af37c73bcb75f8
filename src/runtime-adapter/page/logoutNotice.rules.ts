/** The notice after logging out (spec: logout=true shows it). Pure. */
export interface NoticeMountProps {
  title: string;
  message: string;
}

export const LOGOUT_NOTICE: NoticeMountProps = {
  title: 'Logout Successful',
  message: 'You have been successfully logged out.',
};

/** The whole notice as one line, as the spec writes it. */
export const LOGOUT_NOTICE_TEXT = `${LOGOUT_NOTICE.title}: ${LOGOUT_NOTICE.message}`;

export function logoutNoticeFor(flags: { logout: boolean }): NoticeMountProps | null {
  return flags.logout ? LOGOUT_NOTICE : null;
}
