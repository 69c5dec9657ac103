import HomeScreen, { type StudentHomeParts } from '@/features/catalogue/home-screen';
import { StudentHome, StudentHomeTop } from '@/features/performance/student-home';

const studentParts: StudentHomeParts = { Top: StudentHomeTop, Home: StudentHome };

/** Home: the catalogue's screen with a signed-in student's progress (the performance feature) in it. */
export default function HomeRoute() {
  return <HomeScreen studentParts={studentParts} />;
}
