# Iframe + Dropdown Test: switch into nested frames one level at a time and back out again.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def test_selects_and_types_across_nested_frames(driver, base_url):
    driver.get(f"{base_url}/iframeDropdownTest")
    wait = WebDriverWait(driver, 5)

    # Step into parent-iframe, then into inner-iframe inside it.
    wait.until(
        EC.frame_to_be_available_and_switch_to_it(
            (By.CSS_SELECTOR, "iframe[title='parent-iframe']")
        )
    )
    parent_dropdown = Select(wait.until(EC.presence_of_element_located((By.ID, "parentDropdown"))))
    parent_dropdown.select_by_visible_text("Gamma")
    assert parent_dropdown.first_selected_option.get_attribute("value") == "c"

    wait.until(
        EC.frame_to_be_available_and_switch_to_it(
            (By.CSS_SELECTOR, "iframe[title='inner-iframe']")
        )
    )
    # The caption is not a <label>: locate the input by its id (or by the caption's position).
    project_type = driver.find_element(
        By.XPATH, "//span[normalize-space()='Project type']/following-sibling::*//input"
    )
    assert project_type.get_attribute("id") == "projectType"
    project_type.send_keys("Customer")
    assert project_type.get_attribute("value") == "Customer"

    # Back to the top document for the outside select.
    driver.switch_to.default_content()
    outside = Select(driver.find_element(By.ID, "outsideDropdown"))
    outside.select_by_visible_text("Y Option")
    assert outside.first_selected_option.get_attribute("value") == "y"
