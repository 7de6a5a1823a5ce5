// Chipmunk2D 7 (Debian's libchipmunk-dev, which ships no pkg-config file) for TrellisDynamics.
#ifndef TRELLIS_CCHIPMUNK_H
#define TRELLIS_CCHIPMUNK_H

#include <chipmunk/chipmunk.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

// Debian builds Chipmunk without NDEBUG, so the first cpSpaceNew of a process prints a two-line
// "Debug Enabled" banner on standard output (once: the library guards it with a static flag). This
// creates a space with standard output pointed at /dev/null around that first call only, so the
// banner never mixes with a program's own output.
static inline cpSpace *trellis_cpSpaceNewQuietly(void) {
  static int bannerSilenced = 0;
  if (bannerSilenced) return cpSpaceNew();
  bannerSilenced = 1;
  fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  int devNull = open("/dev/null", O_WRONLY);
  if (saved < 0 || devNull < 0) {
    if (saved >= 0) close(saved);
    if (devNull >= 0) close(devNull);
    return cpSpaceNew();
  }
  dup2(devNull, STDOUT_FILENO);
  close(devNull);
  cpSpace *space = cpSpaceNew();
  fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  return space;
}

#endif
