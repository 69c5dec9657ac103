import accounts from './accounts';
import common from './common';
import errors from './errors';
import family from './family';
import home from './home';
import honours from './honours';
import pages from './pages';
import performance from './performance';
import privacy from './privacy';
import quiz from './quiz';
import results from './results';
import security from './security';
import subscription from './subscription';
import teacher from './teacher';

/** Urdu: the same namespaces and keys as English (each file is type-checked against its English twin). */
export const ur = {
  accounts,
  common,
  errors,
  family,
  home,
  honours,
  pages,
  performance,
  privacy,
  quiz,
  results,
  security,
  subscription,
  teacher,
};
