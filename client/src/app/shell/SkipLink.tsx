import styled from "@emotion/styled";

export const MAIN_CONTENT_ID = "main-content";

const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 2000;
  padding: 10px 16px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.primary};
  box-shadow: ${(p) => p.theme.shadow.overlay};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus { transform: none; outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: 2px; }
`;

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of the keyboard on every signed-in page, shown
 * only while focused. It moves focus itself rather than following the #fragment, which the router
 * would treat as a navigation.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </Link>
  );
}
