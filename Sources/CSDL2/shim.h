#ifndef TRELLIS_CSDL2_SHIM_H
#define TRELLIS_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#endif
