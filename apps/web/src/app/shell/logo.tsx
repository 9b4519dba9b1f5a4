import { Link } from 'react-router';

/** The '한판' wordmark; links home. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="한판 홈">
      <span className="logo__mark" aria-hidden="true">
        한
      </span>
      <span className="logo__word" aria-hidden="true">
        한판
      </span>
    </Link>
  );
}
