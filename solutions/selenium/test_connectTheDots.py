# Canvas drawing: ActionChains press and move through points offset from the canvas centre.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')
# The triangle's dots on the 400 x 400 canvas, as offsets from its centre (Selenium 4 measures
# element offsets from the centre): top, bottom right, bottom left.
TRIANGLE = [(0, -150), (130, 75), (-130, 75)]


def test_draws_the_triangle_and_closes_the_path(driver, base_url):
    driver.get(f"{base_url}/connectTheDots")
    wait = WebDriverWait(driver, 10)
    # A canvas has no elements inside: find it by its aria-label, then work in pixels.
    canvas = wait.until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, 'canvas[aria-label="3 dots in a triangle"]')))
    wait.until(EC.text_to_be_present_in_element(STATUS, "Connected 0 of 3 dots"))

    # The canvas may be shown smaller than 400 px: scale the offsets to its size on the page.
    scale = canvas.size["width"] / 400
    dots = [(round(x * scale), round(y * scale)) for x, y in TRIANGLE]

    actions = ActionChains(driver)
    actions.move_to_element_with_offset(canvas, *dots[0]).click_and_hold()
    for dot in dots[1:]:
        actions.move_to_element_with_offset(canvas, *dot)
    actions.perform()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Connected 3 of 3 dots"))

    # Back to the first dot closes the path.
    ActionChains(driver).move_to_element_with_offset(canvas, *dots[0]).release().perform()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Path closed"))
