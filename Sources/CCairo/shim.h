#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <pixman.h>
#include <jpeglib.h>

/* libjpeg reports fatal errors through error_exit, which must not return; Swift cannot setjmp, so the
   whole decode lives here and a corrupt file returns NULL instead of ending the process. */
struct trellis_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
};

static void trellis_jpeg_error_exit(j_common_ptr info) {
  longjmp(((struct trellis_jpeg_error *)info->err)->jump, 1);
}

static void trellis_jpeg_output_message(j_common_ptr info) { (void)info; }

/* Decodes JPEG data to packed 8-bit RGB rows; returns a malloc'd buffer (release with free) or NULL. */
static inline unsigned char *trellis_jpeg_decode_rgb(
    const unsigned char *data, unsigned long size, int *width, int *height) {
  struct jpeg_decompress_struct info;
  struct trellis_jpeg_error error;
  unsigned char *volatile pixels = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = trellis_jpeg_error_exit;
  error.manager.output_message = trellis_jpeg_output_message;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    return NULL;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 3;
  pixels = malloc(stride * info.output_height);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&info);
    return NULL;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return pixels;
}
#endif
