// Runs before the first paint (a classic script in index.html's head): the school code screen
// written into index.html shows only where the app opens on it (src/web/app/first-screen.tsx,
// opensOnSchoolCode: the home address, no email link, nobody signed in).
if (
  location.pathname === '/' &&
  !location.search &&
  location.hash.length < 2 &&
  !localStorage.getItem('school-portal.session')
) {
  document.documentElement.classList.add('first-paint');
}
