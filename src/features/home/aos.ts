// AOS with its stylesheet, fetched together when the home page's scroll animations start (useScrollAnimations).
// The stylesheet only styles `[data-aos]`, which no element carries before AOS runs, so it stays out of the CSS
// inlined into the page: 26 KB of the home page's 58 KB.
import 'aos/dist/aos.css';

export { default } from 'aos';
