// SPDX-License-Identifier: Apache-2.0
// A picture drawn within a time limit. Graphviz's layout cannot be interrupted: a tree of
// tens of thousands of nodes sits in dot's layout for minutes, at hundreds of megabytes,
// whatever limit the user stated. So the layout runs in a child process, and the child is
// stopped when the time left is spent: a stated limit bounds the whole run, pictures
// included.
#pragma once

#include "pictures/graphviz.h"

namespace bornes::formats {

struct BoundedPicture {
    Picture picture;
    bool timedOut = false;  // the time was spent before the picture was drawn
};

// render(graph, type) done within `seconds` (0 or less: no limit, in this process).
BoundedPicture renderWithin(Graph& graph, PictureType type, double seconds);

}  // namespace bornes::formats
