# Drag and Drop Columns: native HTML5 drag and drop needs its events dispatched by a script.

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# ActionChains' drag_and_drop moves the mouse but starts no HTML5 drag in Chrome, so dispatch the
# events a real drag fires, sharing one DataTransfer.
DRAG_AND_DROP = """
const [source, target] = arguments;
const dataTransfer = new DataTransfer();
const fire = (element, type) =>
  element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
fire(source, 'dragstart');
fire(target, 'dragenter');
fire(target, 'dragover');
fire(target, 'drop');
fire(source, 'dragend');
"""


def test_scripted_drag_swaps_the_boxes(driver, base_url):
    driver.get(f"{base_url}/dragAndDropColumns")
    wait = WebDriverWait(driver, 10)
    column_a = wait.until(EC.visibility_of_element_located((By.ID, "column-a")))
    column_b = driver.find_element(By.ID, "column-b")
    driver.execute_script(DRAG_AND_DROP, column_a, column_b)
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role=status]"), "Order: B, A"))
    assert column_a.text == "B"
    assert column_b.text == "A"
