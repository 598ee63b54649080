// glsl_check.cpp — `noisescope code --lang glsl` (io/code_export.h) compiled
// and run by a real OpenGL context (Mesa's llvmpipe under Xvfb), as GLSL
// 3.30 and, for half the settings (each kind four times), as GLSL ES 3.00,
// and held to the core's point functions at every pixel: random settings of every noise kind and terrain step (time among
// them), points near
// the origin, out to |p| = 256, and a million cells out through the
// (cell, fraction) overload.
//
// Held: elevation and moisture within 1e-4; the biome class equal where the
// core's elevation and moisture lie 1e-3 or more from every cut; a terraced
// elevation where its level is not within 1e-3 of a step. Worley's cell
// return is flat inside a cell and jumps at its border, so there a float
// point on the other side of a border gives another cell's value: it is held
// at 99% of the pixels. Prints the largest differences; exit 1 on the first
// pixel off.
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <glad/gl.h>
// glad first: GLFW must not pull in the system GL header.
#include <GLFW/glfw3.h>

#include "io/code_export.h"
#include "noisescope/terrain/terrain.h"

namespace {

using namespace noisescope;

constexpr int kSide = 64;

const char* const kVertex = R"(
void main() {
  vec2 corner = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);
  gl_Position = vec4(corner, 0.0, 1.0);
}
)";

const char* const kMain = R"(
uniform ivec2 originCell;
uniform vec2 originFraction;
uniform float stepSize;
uniform bool split;
out vec4 colour;
void main() {
  vec2 t = originFraction + floor(gl_FragCoord.xy) * stepSize;
  if (split) {  // the (cell, fraction) overload, for points a float cannot hold
    ivec2 c = originCell + ivec2(floor(t));
    vec2 f = t - floor(t);
    float e = noisescope_elevation(c, f), w = noisescope_moisture(c, f);
    colour = vec4(e, w, float(noisescope_biome_of(e, w)), 1.0);
  } else {
    vec2 p = vec2(originCell) + t;
    float e = noisescope_elevation(p), w = noisescope_moisture(p);
    colour = vec4(e, w, float(noisescope_biome_of(e, w)), 1.0);
  }
}
)";

// Exits with the driver's log unless `object`'s `status` (compile or link) is true.
void requireStatus(GLuint object, GLenum status, void (*get)(GLuint, GLenum, GLint*),
                   void (*log)(GLuint, GLsizei, GLsizei*, GLchar*), const char* what) {
  GLint ok = 0;
  get(object, status, &ok);
  if (ok) return;
  char text[4096];
  log(object, sizeof text, nullptr, text);
  std::fprintf(stderr, "%s:\n%s\n", what, text);
  std::exit(1);
}

GLuint compile(GLenum type, const std::string& text) {
  const GLuint shader = glCreateShader(type);
  const char* source = text.c_str();
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  requireStatus(shader, GL_COMPILE_STATUS, glGetShaderiv, glGetShaderInfoLog, "the shader does not compile");
  return shader;
}

GLuint program(const std::string& head, const std::string& fragment) {
  const GLuint p = glCreateProgram();
  const GLuint v = compile(GL_VERTEX_SHADER, head + kVertex), f = compile(GL_FRAGMENT_SHADER, fragment);
  glAttachShader(p, v);
  glAttachShader(p, f);
  glLinkProgram(p);
  requireStatus(p, GL_LINK_STATUS, glGetProgramiv, glGetProgramInfoLog, "the program does not link");
  glDeleteShader(v);
  glDeleteShader(f);
  return p;
}

io::Preset randomPreset(std::mt19937& rng, int trial) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  io::Preset preset;
  NoiseParams& p = preset.params;
  p.noise = kAllNoiseKinds[static_cast<std::size_t>(trial % 4)];
  p.fade = kAllFades[static_cast<std::size_t>(pick(3))];
  p.seed = static_cast<std::int32_t>(rng());
  p.octaves = 1 + pick(6);
  p.lacunarity = 1.5 + unit(rng);
  p.persistence = unit(rng) * 0.7;
  p.normalize = pick(4) != 0;
  p.jitter = pick(2) ? 1.0 : unit(rng);
  p.cellDistance = kAllCellDistances[static_cast<std::size_t>(pick(3))];
  p.cellReturn = kAllCellReturns[static_cast<std::size_t>(pick(4))];
  p.frequency = 1.0 + pick(8);
  const bool every = trial % 3 == 0;
  const auto on = [&] { return every || pick(2) == 0; };
  if (on()) p.warp = 0.2 + unit(rng) * 2.0, p.warpFrequency = 0.25 + unit(rng), p.warpOctaves = 1 + pick(4);
  if (on()) p.fractal = Fractal::Ridged;
  if (on()) p.exponent = 0.5 + unit(rng) * 3.0;
  if (on()) {  // a gentle height curve: float's error grows with its slope
    std::vector<CurvePoint> points{{0.0, unit(rng) * 0.2}};
    for (int k = 1 + pick(4); k > 0; --k) points.push_back({points.back().x + 0.15, points.back().y + unit(rng) * 0.2});
    points.push_back({1.0, 1.0});
    p.heightCurve = heightCurveOf(points);
  }
  if (on())
    p.island = kAllIslandShapes[static_cast<std::size_t>(1 + pick(3))],
    p.islandMode = kAllIslandModes[static_cast<std::size_t>(pick(2))], p.islandMix = unit(rng);
  if (on()) p.terraces = 2 + pick(30);
  if (on() && p.noise != NoiseKind::Simplex) p.tile = true;
  if (p.noise == NoiseKind::Value || p.noise == NoiseKind::Gradient)
    if (pick(2) == 0) p.time = unit(rng) * 100.0 - 50.0;  // the third input, one number in the file
  p.moistureFrequency = 0.25 + unit(rng) * 2.0;
  return preset;
}

struct Worst {
  double elevation = 0.0, moisture = 0.0;
  long compared = 0, skipped = 0, cellsOff = 0, cells = 0;
};

bool nearAny(double v, std::initializer_list<double> cuts) {
  for (double c : cuts)
    if (std::abs(v - c) < 1e-3) return true;
  return false;
}

// The pixels of one render against the core; false on the first pixel off.
// Where the pixels lie: the first pixel at cell + fraction, `step` apart;
// with `split`, passed to the (cell, fraction) overload.
struct Region {
  int cellX, cellY;
  float fractionX, fractionY, step;
  bool split;
};

bool check(const io::Preset& preset, const std::vector<float>& pixels, const Region& r, Worst& w,
           const char* version) {
  const NoiseParams& p = preset.params;
  const bool cellReturn = p.noise == NoiseKind::Worley && p.cellReturn == CellReturn::Cell;
  long off = 0;
  for (int y = 0; y < kSide; ++y)
    for (int x = 0; x < kSide; ++x) {
      // Exact in double: the step and fractions are short binary fractions.
      const double px = r.cellX + (r.fractionX + static_cast<double>(x) * r.step);
      const double py = r.cellY + (r.fractionY + static_cast<double>(y) * r.step);
      const TerrainJourney j = terrainJourney(p, preset.thresholds, preset.biomeCuts, px, py);
      const float* got = &pixels[static_cast<std::size_t>((y * kSide + x) * 4)];
      const double de = std::abs(got[0] - j.elevation), dm = std::abs(got[1] - j.moisture);
      const double level = j.afterIsland * p.terraces + 0.5;
      const bool terraceEdge = p.terraces != 0 && std::abs(level - std::round(level)) < 1e-3 * p.terraces;
      const bool biomeEdge = nearAny(j.elevation, {preset.thresholds.t1, preset.thresholds.t2,
                                                    preset.thresholds.t3, preset.biomeCuts.h}) ||
                             nearAny(j.moisture, {preset.biomeCuts.w1, preset.biomeCuts.w2});
      if (cellReturn) {
        ++w.cells;
        if (de > 1e-4 || dm > 1e-4) ++w.cellsOff, ++off;
        continue;
      }
      if (terraceEdge) {
        ++w.skipped;
      } else {
        w.elevation = std::max(w.elevation, de);
        if (de > 1e-4) {
          std::fprintf(stderr, "%s: elevation %.9g at (%.9g, %.9g), the core %.9g (%s)\n", version, got[0], px, py,
                       j.elevation, io::presetToJson(preset).c_str());
          return false;
        }
      }
      w.moisture = std::max(w.moisture, dm);
      if (dm > 1e-4) {
        std::fprintf(stderr, "%s: moisture %.9g at (%.9g, %.9g), the core %.9g (%s)\n", version, got[1], px, py,
                     j.moisture, io::presetToJson(preset).c_str());
        return false;
      }
      if (!terraceEdge && !biomeEdge && static_cast<int>(got[2]) != static_cast<int>(j.biome)) {
        std::fprintf(stderr, "%s: biome %d at (%.9g, %.9g), the core %d (%s)\n", version, static_cast<int>(got[2]),
                     px, py, static_cast<int>(j.biome), io::presetToJson(preset).c_str());
        return false;
      }
      ++w.compared;
    }
  if (cellReturn && off * 100 > kSide * kSide) {
    std::fprintf(stderr, "%s: Worley's cell return off at %ld of %d pixels (%s)\n", version, off, kSide * kSide,
                 io::presetToJson(preset).c_str());
    return false;
  }
  return true;
}

}  // namespace

int main() {
  if (!glfwInit()) {
    std::fprintf(stderr, "no display (run under Xvfb)\n");
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
  GLFWwindow* window = glfwCreateWindow(kSide, kSide, "glsl_check", nullptr, nullptr);
  if (window == nullptr) {
    std::fprintf(stderr, "no OpenGL 3.3 core context\n");
    return 1;
  }
  glfwMakeContextCurrent(window);
  if (gladLoadGL(glfwGetProcAddress) == 0) {
    std::fprintf(stderr, "glad could not load OpenGL\n");
    return 1;
  }
  GLuint texture = 0, framebuffer = 0, vao = 0;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, kSide, kSide, 0, GL_RGBA, GL_FLOAT, nullptr);
  glGenFramebuffers(1, &framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    std::fprintf(stderr, "no float framebuffer\n");
    return 1;
  }
  glGenVertexArrays(1, &vao);
  glBindVertexArray(vao);
  glViewport(0, 0, kSide, kSide);

  std::mt19937 rng(20261204u);
  Worst worst;
  constexpr int kTrials = 32;
  // Near the origin (a sixteenth of a cell apart), out to |p| = 256, and a
  // million cells out through the (cell, fraction) overload.
  constexpr Region kRegions[] = {{-2, -2, 0.0f, 0.5f, 0.0625f, false},
                                 {-256, -256, 0.0f, 0.0f, 8.0f, false},
                                 {1000003, -777777, 0.25f, 0.75f, 0.0625f, true}};
  const std::vector<std::pair<const char*, std::string>> versions = {
      {"GLSL 3.30", "#version 330 core\n"},
      {"GLSL ES 3.00", "#version 300 es\nprecision highp float;\nprecision highp int;\n"}};
  std::vector<float> pixels(static_cast<std::size_t>(kSide * kSide * 4));
  for (int trial = 0; trial < kTrials; ++trial) {
    const io::Preset preset = randomPreset(rng, trial);
    const std::string code = io::mapAsCode(preset, io::CodeLanguage::Glsl);
    // The ES text is the same but for its first lines; compiling a program
    // is most of this check's time (llvmpipe's LLVM, 0.7 s a program).
    const std::size_t versionsRun = trial % 8 < 4 ? versions.size() : 1;
    for (std::size_t v = 0; v < versionsRun; ++v) {
      const auto& [version, head] = versions[v];
      const GLuint prog = program(head, head + code + kMain);
      glUseProgram(prog);
      for (const auto& region : kRegions) {
        glUniform2i(glGetUniformLocation(prog, "originCell"), region.cellX, region.cellY);
        glUniform2f(glGetUniformLocation(prog, "originFraction"), region.fractionX, region.fractionY);
        glUniform1f(glGetUniformLocation(prog, "stepSize"), region.step);
        glUniform1i(glGetUniformLocation(prog, "split"), region.split ? 1 : 0);
        glDrawArrays(GL_TRIANGLES, 0, 3);
        glReadPixels(0, 0, kSide, kSide, GL_RGBA, GL_FLOAT, pixels.data());
        if (!check(preset, pixels, region, worst, version)) return 1;
      }
      glDeleteProgram(prog);
    }
  }
  std::printf("glsl: %d settings (every kind, terrain steps at random), 3.30 and for half of them ES 3.00, %d pixels each near the "
              "origin, out to |p| = 256 and a million cells out: largest differences elevation %.3g, moisture %.3g (tolerance 1e-4); "
              "%ld pixels compared, %ld at a terrace step skipped; Worley cell return off at %ld of %ld pixels\n",
              kTrials, 3 * kSide * kSide, worst.elevation, worst.moisture, worst.compared, worst.skipped,
              worst.cellsOff, worst.cells);
  glfwDestroyWindow(window);
  glfwTerminate();
  return 0;
}
