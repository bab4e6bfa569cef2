import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; a busy 2-core machine renders a screen's second
// query later than that. A real hang still fails, at the test's own timeout.
configure({ asyncUtilTimeout: 5000 });
