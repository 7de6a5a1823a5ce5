#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H
#include <stdio.h>
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <pixman.h>
#include <jpeglib.h>
#endif
